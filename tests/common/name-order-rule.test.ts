import { describe, expect, it } from 'vitest';
import { compareNames } from '../../common/rules/name-order';

describe('names in the order people read them', () => {
  it('puts "2" before "10", an accented letter beside its plain one, and leaves letter case aside', () => {
    const names = ['Contoso 10', 'Zoé Conseil', 'contoso 2', 'Eric SA', 'Émile Services', 'Contoso 1', 'ábaco'];
    expect([...names].sort(compareNames)).toEqual([
      'ábaco',
      'Contoso 1',
      'contoso 2',
      'Contoso 10',
      'Émile Services',
      'Eric SA',
      'Zoé Conseil',
    ]);
  });
});
