// The FAQ's view models (spec §3 accordion panel, clusters) and the rules over them, without React.
import type { ImageData } from '../primitives/MediaImage';

export interface FaqPanelData {
  headline: string;
  /** Plain text content, when there is no HTML. */
  content?: string;
  /** Sanitised HTML (the app sanitises content HTML on the server). */
  contentHtml?: string;
  /** The panel's id in the page: the URL hash that opens it. */
  anchor: string;
  image?: ImageData | null;
}

export interface FaqClusterData {
  title: string;
  anchor?: string;
  panels: FaqPanelData[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a panel's content shows: its plain content, else its HTML without tags. */
export function panelText(panel: FaqPanelData): string {
  const text = panel.content?.trim()
    ? panel.content
    : (panel.contentHtml ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e) => ENTITIES[e] ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** Panels with empty content are hidden (spec §5); clusters left without panels with them. */
export function visibleClusters(clusters: readonly FaqClusterData[]): FaqClusterData[] {
  return clusters
    .map((cluster) => ({ ...cluster, panels: cluster.panels.filter((panel) => panelText(panel) !== '') }))
    .filter((cluster) => cluster.panels.length > 0);
}

/** FAQ search: a case-insensitive match of the phrase in a panel's headline and content text (spec §5). */
export function matchesPhrase(text: string, phrase: string): boolean {
  const needle = phrase.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return needle === '' || text.replace(/\s+/g, ' ').toLocaleLowerCase().includes(needle);
}
