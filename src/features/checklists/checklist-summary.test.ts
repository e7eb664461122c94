import { describe, expect, it } from 'vitest';
import { parseChecklistCsv } from '../../content/parse/checklist-csv.ts';
import { summariseChecklist } from './checklist-summary.ts';

const csv = (lines: string[]) => parseChecklistCsv(['Nr,Rendi,Familja,Lloji,Referenca', ...lines].join('\n'), 'checklists/Test.csv').rows;

describe('summariseChecklist', () => {
  it('counts distinct species and families', () => {
    const rows = csv([
      '1,Anura,Bufonidae,"Bufo bufo (Linnaeus, 1758)",(A)',
      '2,Anura,Bufonidae ,"Bufotes viridis (Laurenti, 1768)",(A)',
      '3,Anura,Ranidae,"Rana temporaria Linnaeus, 1758",(A)',
    ]);
    expect(summariseChecklist(rows)).toEqual({ species: 3, families: 2 });
  });

  it('counts a species listed twice once, and a genus-only entry not at all', () => {
    const rows = csv([
      '1,Diptera,Chironomidae,"Chironomus plumosus (Linnaeus, 1758)",(A)',
      '2,Diptera,Chironomidae,"Chironomus  plumosus (Linnaeus, 1758)",(B)',
      '3,Diptera,Chironomidae,Chironomus sp.,(B)',
    ]);
    expect(summariseChecklist(rows)).toEqual({ species: 1, families: 1 });
  });
});
