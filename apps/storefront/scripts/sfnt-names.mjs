// Replaces the name table of an SFNT (TrueType/OpenType) font: the subsets carry a family name of their own,
// since the OFL forbids a modified version to use the Reserved Font Name of the original ('Source').

const WINDOWS_UNICODE_EN_US = [3, 1, 0x409];

/** A format-0 name table with Windows Unicode (en-US) records, `names` keyed by name ID. */
export function nameTable(names) {
  const records = Object.entries(names)
    .map(([id, text]) => ({ id: Number(id), bytes: utf16be(text) }))
    .sort((a, b) => a.id - b.id);
  const header = Buffer.alloc(6 + 12 * records.length);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(records.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  records.forEach(({ id, bytes }, index) => {
    const at = 6 + 12 * index;
    WINDOWS_UNICODE_EN_US.forEach((value, field) => {
      header.writeUInt16BE(value, at + 2 * field);
    });
    header.writeUInt16BE(id, at + 6);
    header.writeUInt16BE(bytes.length, at + 8);
    header.writeUInt16BE(offset, at + 10);
    offset += bytes.length;
  });
  return Buffer.concat([header, ...records.map(({ bytes }) => bytes)]);
}

/** The font with one table replaced, table checksums and head.checkSumAdjustment computed anew. */
export function replaceTable(sfnt, tag, data) {
  const tables = readTables(sfnt).map((table) => (table.tag === tag ? { tag, data } : table));
  return writeSfnt(sfnt.readUInt32BE(0), tables);
}

function utf16be(text) {
  const bytes = Buffer.from(text, 'utf16le');
  bytes.swap16();
  return bytes;
}

function readTables(sfnt) {
  const count = sfnt.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) => {
    const at = 12 + 16 * index;
    const offset = sfnt.readUInt32BE(at + 8);
    return {
      tag: sfnt.toString('latin1', at, at + 4),
      data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
    };
  });
}

const padded = (length) => (length + 3) & ~3;

function checksum(data) {
  const words = Buffer.alloc(padded(data.length));
  data.copy(words);
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

function writeSfnt(flavor, tables) {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const power = 2 ** Math.floor(Math.log2(sorted.length));
  const directory = Buffer.alloc(12 + 16 * sorted.length);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(sorted.length, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(sorted.length * 16 - power * 16, 10);
  const bodies = [];
  let offset = directory.length;
  let headOffset = -1;
  sorted.forEach(({ tag, data }, index) => {
    const body = Buffer.alloc(padded(data.length));
    data.copy(body);
    if (tag === 'head') {
      body.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    const at = 12 + 16 * index;
    directory.write(tag, at, 'latin1');
    directory.writeUInt32BE(checksum(body.subarray(0, data.length)), at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(data.length, at + 12);
    bodies.push(body);
    offset += body.length;
  });
  const font = Buffer.concat([directory, ...bodies]);
  if (headOffset >= 0) font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}
