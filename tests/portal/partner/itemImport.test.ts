import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem } from '../../../common/api';
import { buildItem } from '../../../mocks/partner-handlers';
import {
  importWordsOfEveryLanguage,
  planItemImport,
  type ImportWords,
} from '../../../src/features/catalogEditing/itemImport';

let words: ImportWords;
beforeAll(async () => {
  words = await importWordsOfEveryLanguage();
});

// Cost 100, the catalog's default markup 10 %: sells at 110.
const plain = buildItem({ id: 100 });
const marked = buildItem({ id: 101, markupPercent: 20, effectivePrice: 120 });
const fixed = buildItem({ id: 102, priceOverride: 90, effectivePrice: 90 });
const both = buildItem({ id: 103, markupPercent: 20, priceOverride: 90, effectivePrice: 90 });
const catalog = new Map<number, CatalogItem>([plain, marked, fixed, both].map((item) => [item.id, item]));

const plan = (...lines: string[][]) => planItemImport(lines, catalog, words, 10);
const english = ['Item ID', 'Product', 'Cost', 'Markup %', 'Fixed price', 'Sell price', 'Margin'];
const french = ['ID d’article', 'Produit', 'Coût', 'Majoration %', 'Prix fixe', 'Prix de vente', 'Marge'];

describe('the price file’s numbers', () => {
  it('reads numbers of both forms in one file, with a currency or without', () => {
    const { changes, refused } = plan(
      english,
      ['100', 'Microsoft 365 E3', '100.00', '', '$1,234.50', '110.00', '10.00'],
      ['101', 'Microsoft 365 E3', '100,00', '12,5 %', '', '120,00', '20,00'],
      ['102', 'Microsoft 365 E3', '100.00', '', '1\u202f234,50 $US', '90.00', '-10.00'],
    );
    expect(refused).toEqual([]);
    expect(changes.map((change) => change.update)).toEqual([
      { id: 100, priceOverride: 1234.5 },
      { id: 101, markupPercent: 12.5 },
      { id: 102, priceOverride: 1234.5 },
    ]);
  });

  it('refuses a value it cannot read, naming its line, its column and the value', () => {
    const { refused, changes } = plan(
      french,
      ['100', 'Microsoft 365 E3', '100,00', 'douze', '', '110,00', '10,00'],
      ['101', 'Microsoft 365 E3', '100,00', '20', '7,9,9', '120,00', '20,00'],
      ['102', 'Microsoft 365 E3', '100,00', '', '90,00', 'cent', '-10,00'],
      ['103', 'Microsoft 365 E3', '100,00', '', '€95', '90,00', '-10,00'],
    );
    expect(changes).toEqual([]);
    expect(refused).toEqual([
      { line: 2, key: 'markup', args: { value: 'douze' } },
      { line: 3, key: 'price', args: { value: '7,9,9' } },
      { line: 4, key: 'sell_price', args: { value: 'cent' } },
      { line: 5, key: 'currency', args: { value: '€95', column: 'Prix fixe', currency: 'USD' } },
    ]);
  });

  it('reads “1,234” with the file’s decimal mark: a third decimal in a file of decimal commas, a thousand otherwise', () => {
    const commas = plan(english, ['100', '', '100,00', '', '1,234', '110,00', '']);
    expect(commas.refused).toEqual([{ line: 2, key: 'price', args: { value: '1,234' } }]);
    const points = plan(english, ['100', '', '100.00', '', '1,234', '110.00', '']);
    expect(points.changes.map((change) => change.update)).toEqual([{ id: 100, priceOverride: 1234 }]);
  });
});

describe('the price file’s prices', () => {
  it('lets a fixed price typed without blanking the markup win, and clears the markup', () => {
    const { changes, refused } = plan(english, ['101', '', '', '20', '99', '120.00', '']);
    expect(refused).toEqual([]);
    expect(changes).toMatchObject([
      { update: { id: 101, priceOverride: 99, markupPercent: null }, sellPrice: 99, notes: ['markup_cleared'] },
    ]);
  });

  it('lets a markup typed over a fixed price win, and clears the fixed price', () => {
    const { changes } = plan(english, ['102', '', '', '30', '90.00', '90.00', '']);
    expect(changes).toMatchObject([
      { update: { id: 102, markupPercent: 30, priceOverride: null }, sellPrice: 130, notes: ['fixed_cleared'] },
    ]);
  });

  it('leaves a markup and a fixed price the file did not change as they are', () => {
    expect(plan(english, ['103', '', '', '20', '90.00', '90.00', '']).unchanged).toBe(1);
  });

  it('makes a changed sell price the fixed price, the markup cleared', () => {
    const { changes } = plan(french, ['101', '', '', '20', '', '125,00', '']);
    expect(changes).toMatchObject([
      {
        update: { id: 101, priceOverride: 125, markupPercent: null },
        sellPrice: 125,
        notes: ['sell_price_as_fixed', 'markup_cleared'],
      },
    ]);
  });

  it('takes a sell price that agrees with the new markup, and refuses one that says otherwise', () => {
    const agreeing = plan(english, ['100', '', '', '30', '', '130.00', '']);
    expect(agreeing.changes).toMatchObject([{ update: { id: 100, markupPercent: 30 }, sellPrice: 130, notes: [] }]);
    const contradicting = plan(english, ['100', '', '', '30', '', '125.00', '']);
    expect(contradicting.refused).toEqual([{ line: 2, key: 'sell_price_differs', args: { value: '125.00' } }]);
  });
});

describe('the price file’s French headings', () => {
  it('reads the markup of a file exported when French headed it “Marge %”, and “Marge” still as the margin', () => {
    const former = ['ID d’article', 'Produit', 'Coût', 'Marge %', 'Prix fixe', 'Prix de vente', 'Marge'];
    const { changes, refused, unknownColumns, notApplied } = plan(former, [
      '100',
      'Microsoft 365 E3',
      '100,00',
      '15',
      '',
      '115,00',
      '15,00',
    ]);
    expect(refused).toEqual([]);
    expect(unknownColumns).toEqual([]);
    expect(notApplied).toEqual([]);
    expect(changes.map((change) => change.update)).toEqual([{ id: 100, markupPercent: 15 }]);
  });
});

describe('the price file’s other columns', () => {
  it('names each column changed that is not applied, with its lines, and each column it does not know', () => {
    const result = plan(
      [...french, 'Durée', 'Facturation', 'Devise', 'Notes'],
      ['100', 'Microsoft 365 E3', '100,00', '15', '', '110,00', '10,00', '1 year', 'Monthly', 'USD', 'call back'],
      ['101', 'Renamed', '100,00', '', '', '120,00', '20,00', '1 an', 'Mensuelle', 'USD', ''],
      ['102', 'Microsoft 365 E3', '80,00', '', '90,00', '90,00', '-10,00', '3 ans', 'Monthly', 'EUR', ''],
    );
    expect(result.refused).toEqual([]);
    expect(result.notApplied).toEqual([
      { column: 'Produit', lines: [3] },
      { column: 'Coût', lines: [4] },
      { column: 'Durée', lines: [4] },
      { column: 'Devise', lines: [4] },
    ]);
    expect(result.unknownColumns).toEqual(['Notes']);
  });

  it('takes a margin kept up to date with the new price as unchanged', () => {
    const { notApplied, changes } = plan(english, ['100', '', '', '30', '', '110.00', '30.00']);
    expect(changes).toHaveLength(1);
    expect(notApplied).toEqual([]);
    expect(plan(english, ['100', '', '', '30', '', '110.00', '50.00']).notApplied).toEqual([
      { column: 'Margin', lines: [2] },
    ]);
  });
});
