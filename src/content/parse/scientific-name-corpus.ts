// Real published zoological names (names and authorships are facts), each with how a taxonomist typesets it (with the
// comma the Code recommends before the year, where the name as published has none): the
// test corpus of the name parser (decision 20). Most come from the test data of the reference parsers of the field
// (GNparser, the GBIF name parser), where they are published names; grow it whenever a name is misread.
// Only names whose spelling and authorship are certain; none comes from the owners' checklists.

export type NameForm = 'particle' | 'particle-like epithet' | 'apostrophe' | 'abbreviated subgenus' | 'rank or qualifier' | 'other';

export type CorpusName = {
  name: string;
  form: NameForm;
  /** The italic runs, in order. */
  italic: string[];
  /** The roman runs, in order (default: the authorship after a space). */
  roman?: string[];
  authorship: string | null;
  canonical: string;
  /** The parser must say it guessed (the check warns). */
  guessed?: boolean;
};

const plain = (name: string, form: NameForm, canonical: string, italic: string, authorship: string): CorpusName => ({ name, form, italic: [italic], authorship, canonical });

export const NAME_CORPUS: CorpusName[] = [
  // Author particles before the author's name.
  plain('Tremoctopus violaceus delle Chiaje, 1830', 'particle', 'Tremoctopus violaceus', 'Tremoctopus violaceus', 'delle Chiaje, 1830'),
  plain('Psoronaias semigranosa von dem Busch in Philippi, 1845', 'particle', 'Psoronaias semigranosa', 'Psoronaias semigranosa', 'von dem Busch in Philippi, 1845'),
  plain('Melania testudinaria Von dem Busch, 1842', 'particle', 'Melania testudinaria', 'Melania testudinaria', 'Von dem Busch, 1842'),
  plain('Phora sororcula v d Wulp 1871', 'particle', 'Phora sororcula', 'Phora sororcula', 'v d Wulp, 1871'),
  plain('Pompilus cinctellus v. d. L.', 'particle', 'Pompilus cinctellus', 'Pompilus cinctellus', 'v. d. L.'),
  plain('Bembix bidentata v.d.L.', 'particle', 'Bembix bidentata', 'Bembix bidentata', 'v.d.L.'),
  plain('Aeolothrips andalusiacus zur Strassen 1973', 'particle', 'Aeolothrips andalusiacus', 'Aeolothrips andalusiacus', 'zur Strassen, 1973'),
  plain('Geositta poeciloptera (zu Wied-Neuwied, 1830)', 'particle', 'Geositta poeciloptera', 'Geositta poeciloptera', '(zu Wied-Neuwied, 1830)'),
  plain('Abacetus laevicollis de Chaudoir, 1869', 'particle', 'Abacetus laevicollis', 'Abacetus laevicollis', 'de Chaudoir, 1869'),
  plain('Gastrosericus eremorum von Beaumont 1955', 'particle', 'Gastrosericus eremorum', 'Gastrosericus eremorum', 'von Beaumont, 1955'),
  plain('Laevapex vazi dos Santos, 1989', 'particle', 'Laevapex vazi', 'Laevapex vazi', 'dos Santos, 1989'),
  plain('Protis hydrothermica ten Hove & Zibrowius, 1986', 'particle', 'Protis hydrothermica', 'Protis hydrothermica', 'ten Hove & Zibrowius, 1986'),
  plain("Sepietta oweniana (d'Orbigny, 1841)", 'particle', 'Sepietta oweniana', 'Sepietta oweniana', "(d'Orbigny, 1841)"),
  plain('Ischnura elegans (Vander Linden, 1820)', 'particle', 'Ischnura elegans', 'Ischnura elegans', '(Vander Linden, 1820)'),
  plain('Orthosia kindermannii Fischer v. Roslerstamm, 1837', 'particle', 'Orthosia kindermannii', 'Orthosia kindermannii', 'Fischer v. Roslerstamm, 1837'),
  plain('Branchinecta papillata Rogers, de los Rios & Zuniga, 2008', 'particle', 'Branchinecta papillata', 'Branchinecta papillata', 'Rogers, de los Rios & Zuniga, 2008'),
  plain('Echiophis brunneus (Castro-Aguirre & Suárez de los Cobos, 1983)', 'particle', 'Echiophis brunneus', 'Echiophis brunneus', '(Castro-Aguirre & Suárez de los Cobos, 1983)'),
  plain('Gazella farasani Thouless, al Bassri, 1991', 'particle', 'Gazella farasani', 'Gazella farasani', 'Thouless, al Bassri, 1991'),
  plain('Vachonobisium troglophilum Vitali-di Castri, 1963', 'particle', 'Vachonobisium troglophilum', 'Vachonobisium troglophilum', 'Vitali-di Castri, 1963'),
  {
    name: "Doxander vittatus entropi (Man in 't Veld & Visser, 1993)",
    form: 'particle',
    italic: ['Doxander vittatus entropi'],
    authorship: "(Man in 't Veld & Visser, 1993)",
    canonical: 'Doxander vittatus entropi',
  },
  plain("Strombus vittatus entropi Man in't Veld & Visser, 1993", 'particle', 'Strombus vittatus entropi', 'Strombus vittatus entropi', "Man in't Veld & Visser, 1993"),
  plain('Carabus (Tanaocarabus) hendrichsi Bolívar y Pieltain, Rotger & Coronado 1967', 'particle', 'Carabus hendrichsi', 'Carabus (Tanaocarabus) hendrichsi', 'Bolívar y Pieltain, Rotger & Coronado, 1967'),

  // A species epithet spelled like an author particle (spiders of the World Spider Catalog).
  { ...plain('Zodarion van Bosmans, 2009', 'particle-like epithet', 'Zodarion van', 'Zodarion van', 'Bosmans, 2009'), guessed: true },
  { ...plain('Leptonetela la Wang & Li, 2017', 'particle-like epithet', 'Leptonetela la', 'Leptonetela la', 'Wang & Li, 2017'), guessed: true },
  plain('Selenops ab Logunov & Jäger, 2015', 'particle-like epithet', 'Selenops ab', 'Selenops ab', 'Logunov & Jäger, 2015'),
  plain('Cantuaria delli Forster, 1968', 'particle-like epithet', 'Cantuaria delli', 'Cantuaria delli', 'Forster, 1968'),
  plain('Agra not Erwin, 2002', 'particle-like epithet', 'Agra not', 'Agra not', 'Erwin, 2002'),

  // An apostrophe in the epithet, kept as written.
  plain("Trophon d'orbignyi Carcelles, 1946", 'apostrophe', "Trophon d'orbignyi", "Trophon d'orbignyi", 'Carcelles, 1946'),
  plain('Cymatium raderi D’Attilio & Myers, 1984', 'apostrophe', 'Cymatium raderi', 'Cymatium raderi', 'D’Attilio & Myers, 1984'),
  plain("Zanthopsis bispinosa M'Coy, 1849", 'apostrophe', 'Zanthopsis bispinosa', 'Zanthopsis bispinosa', "M'Coy, 1849"),
  plain("Nereidavus kulkovi Kul'kov in Kul'kov & Obut, 1973", 'apostrophe', 'Nereidavus kulkovi', 'Nereidavus kulkovi', "Kul'kov in Kul'kov & Obut, 1973"),

  // An abbreviated subgenus.
  { ...plain('Phalaena (Tin.) guttella Fab.', 'abbreviated subgenus', 'Phalaena guttella', 'Phalaena (Tin.) guttella', 'Fab.'), guessed: true },
  { ...plain('Gahrliepia (G.) tessellata Traub & Morrow 1955', 'abbreviated subgenus', 'Gahrliepia tessellata', 'Gahrliepia (G.) tessellata', 'Traub & Morrow, 1955'), guessed: true },
  { ...plain('Simia (Cercop.) nasuus Kerr 1792', 'abbreviated subgenus', 'Simia nasuus', 'Simia (Cercop.) nasuus', 'Kerr, 1792'), guessed: true },
  plain('Phalium (Semicassis) vector R. T. Abbott, 1993', 'other', 'Phalium vector', 'Phalium (Semicassis) vector', 'R. T. Abbott, 1993'),

  // Rank markers and qualifiers, roman between italic epithets.
  {
    name: 'Salmo trutta ssp. macrostigma (Duméril, 1858)',
    form: 'rank or qualifier',
    italic: ['Salmo trutta', 'macrostigma'],
    roman: [' ssp. ', ' (Duméril, 1858)'],
    authorship: '(Duméril, 1858)',
    canonical: 'Salmo trutta macrostigma',
  },
  {
    name: 'Anopheles maculipennis s.s. Meigen, 1818',
    form: 'rank or qualifier',
    italic: ['Anopheles maculipennis'],
    roman: [' s.s. Meigen, 1818'],
    authorship: 'Meigen, 1818',
    canonical: 'Anopheles maculipennis',
  },

  // Other authorship forms.
  plain('Glis wagneri Đulić & Tortić, 1960', 'other', 'Glis wagneri', 'Glis wagneri', 'Đulić & Tortić, 1960'),
  plain('Trachypithecus caudalis (Đào Văn Tiến, 1977)', 'other', 'Trachypithecus caudalis', 'Trachypithecus caudalis', '(Đào Văn Tiến, 1977)'),
  plain('Muscicapa randi Amadon & duPont, 1970', 'other', 'Muscicapa randi', 'Muscicapa randi', 'Amadon & duPont, 1970'),
  {
    name: 'Aboilomimus sichuanensis ornatus Liu, Xiang-wei, M. Zhou, W Bi & L. Tang, 2009',
    form: 'other',
    italic: ['Aboilomimus sichuanensis ornatus'],
    authorship: 'Liu, Xiang-wei, M. Zhou, W Bi & L. Tang, 2009',
    canonical: 'Aboilomimus sichuanensis ornatus',
  },
];
