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

/** The query parameter of the FAQ search (a GET form, so the server renders the filtered page without script). */
export const FAQ_SEARCH_PARAM = 'q';

/** The FAQ search phrase a page's query names (the first value, trimmed, at most 100 characters). */
export function faqPhraseOf(query: Readonly<Record<string, string | string[] | undefined>>): string {
  const value = query[FAQ_SEARCH_PARAM];
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim().slice(0, 100);
}

/** Whether a panel matches the FAQ search: its headline or content text (spec §5). */
export function panelMatches(panel: FaqPanelData, phrase: string): boolean {
  return matchesPhrase(`${panel.headline}\n${panelText(panel)}`, phrase);
}
