import { notFound } from 'next/navigation';

/** Any app path of an edition that no route serves renders the edition's translated not-found page. */
export default function UnknownPath(): never {
  notFound();
}
