// Text widths without a browser: the advance widths of Helvetica (which Arial and Liberation Sans share), in
// thousandths of the font size, for printable ASCII. The diagrams draw their text in that font.
export const DIAGRAM_FONT = "Arial, 'Liberation Sans', Helvetica, sans-serif";

const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
];
const OTHER_WIDTH = 600;

export function textWidth(text: string, fontSize: number): number {
  let thousandths = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    thousandths += code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32]! : OTHER_WIDTH;
  }
  return (thousandths * fontSize) / 1000;
}
