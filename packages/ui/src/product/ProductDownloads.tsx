import { useI18n } from '@shop/i18n/react';

export interface ProductDownloadData {
  /** Instructions for use or data sheet. */
  kind: 'instructions' | 'datasheet';
  title: string;
  productName: string;
  /** The file on the media service. */
  url: string;
  /** 'pdf' */
  fileType: string;
  /** ISO date of the last update. */
  lastUpdate: string;
}

export interface ProductDownloadsProps {
  downloads: ProductDownloadData[];
}

const KIND_TEXT = {
  instructions: 'product.download.kind.instructions',
  datasheet: 'product.download.kind.datasheet',
} as const;

/** The product's manuals and data sheets (spec §2.3): product name, file type, last update, the file to open. */
export function ProductDownloads({ downloads }: ProductDownloadsProps) {
  const { t, formatDate } = useI18n();
  return (
    <table className="shop-downloads">
      <thead>
        <tr>
          <th scope="col">{t('product.download.document')}</th>
          <th scope="col">{t('product.download.product')}</th>
          <th scope="col">{t('product.download.type')}</th>
          <th scope="col">{t('product.download.lastUpdate')}</th>
        </tr>
      </thead>
      <tbody>
        {downloads.map((download) => (
          <tr key={download.url}>
            <td>
              <a href={download.url} target="_blank" rel="noopener" className="shop-downloads__link">
                {download.title || t(KIND_TEXT[download.kind])}
              </a>{' '}
              <span className="shop-downloads__file">{download.fileType.toUpperCase()}</span>
            </td>
            <td>{download.productName}</td>
            <td>{t(KIND_TEXT[download.kind])}</td>
            <td>
              <time dateTime={download.lastUpdate}>
                {formatDate(download.lastUpdate, { dateStyle: 'medium', timeZone: 'UTC' })}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
