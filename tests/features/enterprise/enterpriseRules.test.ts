import { describe, expect, it } from 'vitest';
import {
  enquiryTextProblem,
  invitationProblems,
  quantityProblem,
} from '../../../src/features/enterprise/formRules';
import { inAppPath, menuFromPageTree } from '../../../src/features/enterprise/pageTree';

describe('enquiry form rules', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['0', 'range'],
    ['501', 'range'],
    ['1.5', 'range'],
    ['-1', 'range'],
    ['1', null],
    [' 500 ', null],
  ])('quantity %j: %s', (typed, problem) => {
    expect(quantityProblem(typed)).toBe(problem);
  });

  it.each([
    ['', 'required'],
    ['總部 20 人使用 (含備援)', null],
    ['5G-專網/新竹廠', null],
    ['price?', 'format'],
    ['<b>', 'format'],
    ['字'.repeat(201), 'tooLong'],
  ])('text %j: %s', (typed, problem) => {
    expect(enquiryTextProblem(typed)).toBe(problem);
  });

  it('asks for a user id of 4-20 lower-case letters and digits and a short name', () => {
    expect(invitationProblems({ userId: '', name: '' })).toEqual({
      userId: 'required',
      name: 'required',
    });
    expect(invitationProblems({ userId: 'Ops', name: '字'.repeat(21) })).toEqual({
      userId: 'format',
      name: 'tooLong',
    });
    expect(invitationProblems({ userId: 'ops02', name: '陳小華' })).toEqual({});
  });
});

describe('the enterprise menu from the page tree', () => {
  it('keeps in-app links and groups, and drops what it cannot read', () => {
    const menu = menuFromPageTree({
      pages: [
        { id: 'home', title: '企業首頁', url: '/ECMain' },
        {
          id: 'g',
          title: '產品',
          children: [
            { id: 'a', title: '已訂閱', url: '/EProducts' },
            { id: 'b', title: 'evil', url: 'javascript:alert(1)' },
            { id: 'c', title: 'other', url: '//evil.example' },
          ],
        },
        { id: 'empty', title: '空的' },
        { title: 42, url: '/ECMy' },
        'nonsense',
      ],
    });
    expect(menu).toEqual([
      { id: 'home', title: '企業首頁', path: '/ECMain', children: [] },
      {
        id: 'g',
        title: '產品',
        children: [{ id: 'a', title: '已訂閱', path: '/EProducts', children: [] }],
      },
    ]);
  });

  it('reads a bare list, and anything else as an empty menu', () => {
    expect(menuFromPageTree([{ id: 1, title: 'x', url: '/ECMy' }])).toHaveLength(1);
    expect(menuFromPageTree(null)).toEqual([]);
    expect(menuFromPageTree({ pages: 'x' })).toEqual([]);
  });

  it('takes only same-origin paths as links', () => {
    expect(inAppPath('/ECAbout')).toBe('/ECAbout');
    expect(inAppPath('https://example.com/')).toBeUndefined();
    expect(inAppPath('/\\evil')).toBeUndefined();
    expect(inAppPath(undefined)).toBeUndefined();
  });
});
