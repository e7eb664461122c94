// A large, realistic-looking checklist for the benchmark: the shapes of real Lepidoptera rows (families in blocks,
// authorship with and without parentheses, subgenera, subspecies, diacritics), invented names, always the same file.

const FAMILIES = [
  'Micropterigidae', 'Hepialidae', 'Nepticulidae', 'Adelidae', 'Incurvariidae', 'Psychidae', 'Tineidae', 'Gracillariidae',
  'Yponomeutidae', 'Plutellidae', 'Oecophoridae', 'Depressariidae', 'Coleophoridae', 'Elachistidae', 'Gelechiidae',
  'Scythrididae', 'Momphidae', 'Cossidae', 'Sesiidae', 'Zygaenidae', 'Limacodidae', 'Tortricidae', 'Choreutidae',
  'Alucitidae', 'Pterophoridae', 'Pyralidae', 'Crambidae', 'Drepanidae', 'Lasiocampidae', 'Saturniidae', 'Sphingidae',
  'Hesperiidae', 'Papilionidae', 'Pieridae', 'Lycaenidae', 'Riodinidae', 'Nymphalidae', 'Geometridae', 'Notodontidae',
  'Erebidae', 'Nolidae', 'Noctuidae',
];

const AUTHORS = [
  'Linnaeus, 1758', 'Linnaeus, 1761', 'Linnaeus, 1767', '[Denis & Schiffermüller], 1775', 'Fabricius, 1775',
  'Fabricius, 1787', 'Esper, 1783', 'Hübner, 1796', 'Hübner, 1813', 'Borkhausen, 1790', 'Treitschke, 1835',
  'Ochsenheimer, 1808', 'Zeller, 1839', 'Zeller, 1847', 'Herrich-Schäffer, 1851', 'Guenée, 1852', 'Staudinger, 1871',
  'Freyer, 1845', 'Boisduval, 1832', 'Rebel, 1910', 'von Rottemburg, 1775', 'de Prunner, 1798', 'Haworth, 1809',
  'Stephens, 1834', 'Duponchel, 1844', 'Rambur, 1858', 'Lederer, 1853', 'Christoph, 1877', 'Fuchs, 1901',
  'Jäckh, 1951', 'Karsholt & Nielsen, 1984', 'Huemer & Karsholt, 2010',
];

const REFERENCES = [
  '(Zhushi-Etemi et al., 2018)', '(Beshkov, 2016)', '(Jakšić, 1988)', '(Verovnik & Popović, 2014)',
  '(Zhushi-Etemi et al., 2018; Beshkov, 2016)', '(Rebel & Zerny, 1931)', '(Kučinić et al., 2021)',
];

const GENUS_START = ['Agr', 'Ap', 'Bol', 'Car', 'Cel', 'Col', 'Cup', 'Eup', 'Hel', 'Hyp', 'Lam', 'Lyc', 'Mel', 'Neo', 'Noc', 'Orth', 'Pal', 'Phy', 'Pol', 'Scop', 'Syn', 'Thal', 'Xan', 'Zyg'];
const GENUS_END = ['otis', 'atura', 'oria', 'adrina', 'astrina', 'ias', 'ido', 'ithecia', 'iothis', 'ena', 'pides', 'aena', 'itaea', 'ochroa', 'ophila', 'ommatus', 'ea', 'iscus', 'ithia', 'ycus'];
const EPITHET_START = ['al', 'ar', 'bel', 'cal', 'cer', 'dil', 'el', 'fas', 'gal', 'hel', 'im', 'lar', 'mac', 'mon', 'nig', 'ob', 'pal', 'pur', 'rub', 'sag', 'ten', 'tri', 'umb', 'vir'];
const EPITHET_END = ['ata', 'aria', 'ella', 'ana', 'alis', 'ica', 'ina', 'osa', 'ensis', 'ipennis', 'ulata', 'ifera', 'ella-alba', 'oides'];

/** A small deterministic generator (mulberry32), so the file is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SyntheticRow = { nr: number; rendi: string; familja: string; lloji: string; referenca: string };

/** `count` rows of distinct species, families in blocks (as in the owners' files). */
export function syntheticRows(count: number, seed = 20_000): SyntheticRow[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const genera = GENUS_START.flatMap((start) => GENUS_END.map((end) => start + end));
  const epithets = EPITHET_START.flatMap((start) => EPITHET_END.map((end) => start + end));
  const perFamily = Math.ceil(count / FAMILIES.length);
  const rows: SyntheticRow[] = [];
  let genusIndex = 0;
  for (const familja of FAMILIES) {
    for (let inFamily = 0; inFamily < perFamily && rows.length < count; genusIndex++) {
      // Each genus belongs to one family and holds a run of species, like a real checklist.
      const genus = genera[genusIndex % genera.length]! + (genusIndex >= genera.length ? 'ia'.repeat(Math.floor(genusIndex / genera.length)) : '');
      const subgenus = next() < 0.1 ? ` (${pick(genera)})` : '';
      const species = Math.min(1 + Math.floor(next() * 60), perFamily - inFamily, count - rows.length);
      const offset = Math.floor(next() * epithets.length);
      for (let k = 0; k < species; k++) {
        const epithet = epithets[(offset + k) % epithets.length]!;
        const subspecies = next() < 0.05 ? ` ${pick(epithets)}` : '';
        const author = pick(AUTHORS);
        const authorship = next() < 0.6 ? `(${author})` : author;
        rows.push({ nr: rows.length + 1, rendi: 'Lepidoptera', familja, lloji: `${genus}${subgenus} ${epithet}${subspecies} ${authorship}`, referenca: pick(REFERENCES) });
        inFamily++;
      }
    }
  }
  return rows;
}

/** The rows as a spreadsheet would export them: header Nr,Rendi,Familja,Lloji,Referenca, quoted where needed. */
export function syntheticChecklistCsv(count: number, seed?: number): string {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = ['Nr,Rendi,Familja,Lloji,Referenca'];
  for (const row of syntheticRows(count, seed)) lines.push([String(row.nr), row.rendi, row.familja, row.lloji, row.referenca].map(quote).join(','));
  return `${lines.join('\n')}\n`;
}
