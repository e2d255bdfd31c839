/** Cp850's upper half (0x80–0xFF), to read printed bytes back in tests and golden reviews. */
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** Commands of fixed length the encoder emits: prefix bytes, then how many argument bytes follow. */
const COMMANDS: [prefix: number[], name: string, args: number][] = [
  [[0x1b, 0x40], 'init', 0],
  [[0x1c, 0x2e], 'kanji-off', 0],
  [[0x1b, 0x4d], 'font', 1],
  [[0x1b, 0x74], 'codepage', 1],
  [[0x1d, 0x21], 'size', 1],
  [[0x1b, 0x45], 'bold', 1],
  [[0x1d, 0x42], 'invert', 1],
  [[0x1b, 0x61], 'align', 1],
  [[0x1d, 0x56], 'cut', 1],
  [[0x10, 0x04], 'status?', 1],
];

const startsWith = (bytes: Uint8Array, at: number, prefix: number[]) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/**
 * ESC/POS bytes as text a person can review: printable characters decoded from Cp850, each
 * command as [name args], QR codes as [qr "content"].
 */
export function readableEscPos(bytes: Uint8Array): string {
  let out = '';
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at] as number;
    const command = COMMANDS.find(([prefix]) => startsWith(bytes, at, prefix));
    if (command) {
      const [prefix, name, args] = command;
      const values = Array.from(bytes.slice(at + prefix.length, at + prefix.length + args), (v) => v.toString(16));
      out += `[${[name, ...values].join(' ')}]`;
      at += prefix.length + args;
    } else if (startsWith(bytes, at, [0x1d, 0x28, 0x6b])) {
      // GS ( k pL pH cn fn data: the QR function 80 (0x50) stores the content.
      const length = (bytes[at + 3] as number) + (bytes[at + 4] as number) * 256;
      const data = bytes.slice(at + 5, at + 5 + length);
      if (data[1] === 0x50) out += `[qr "${new TextDecoder().decode(data.slice(3))}"]`;
      at += 5 + length;
    } else if (byte === 0x0a) {
      out += '\n';
      at += 1;
    } else if (byte >= 0x80) {
      out += CP850_HIGH[byte - 0x80];
      at += 1;
    } else if (byte >= 0x20 && byte < 0x7f) {
      out += String.fromCharCode(byte);
      at += 1;
    } else {
      out += `[${byte.toString(16).padStart(2, '0')}]`;
      at += 1;
    }
  }
  return out;
}

/** Bytes as hex, 32 a line: the form golden files are stored in. */
export const toHexLines = (bytes: Uint8Array): string =>
  `${(
    Buffer.from(bytes)
      .toString('hex')
      .match(/.{1,64}/g) ?? []
  ).join('\n')}\n`;

export const fromHexLines = (text: string): Uint8Array => new Uint8Array(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
