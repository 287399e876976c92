// What a PDF carries besides its pages: its embedded files (a Factur-X's factur-x.xml) and its XMP metadata, read
// with pdf-lib as a receiving accounting system would.
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';

const textOf = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8');

export async function pdfFiles(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const files = new Map<string, { text: string; relationship: string | null }>();
  const names = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const list = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; list && index < list.size(); index += 2) {
    const name = list.lookup(index) as PDFString | PDFHexString;
    const spec = list.lookup(index + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    const relationship = spec.lookupMaybe(PDFName.of('AFRelationship'), PDFName);
    files.set(name.decodeText(), { text: textOf(stream), relationship: relationship?.decodeText() ?? null });
  }
  const metadata = document.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream | undefined;
  return { files, xmp: metadata ? textOf(metadata) : null };
}
