import { contrastRatio, parseHex, readableOn, relativeLuminance } from './color';

describe('color maths', () => {
  it('parses 3- and 6-digit hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#10b981')).toEqual([16, 185, 129]);
    expect(parseHex('10B981')).toEqual([16, 185, 129]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // A known reference value: #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks the more readable text colour for a fill', () => {
    expect(readableOn('#10b981', '#ffffff', '#111113')).toBe('#111113');
    expect(readableOn('#1f2937', '#ffffff', '#111113')).toBe('#ffffff');
    expect(readableOn('#7c3aed', '#ffffff', '#111113')).toBe('#ffffff');
    expect(readableOn('#f59e0b', '#ffffff', '#111113')).toBe('#111113');
    expect(readableOn('not a colour', '#ffffff', '#111113')).toBe('#ffffff');
  });

  it('falls back to pure black or white where neither candidate reaches AA (4.5:1)', () => {
    expect(contrastRatio('#8b5cf6', '#111113')).toBeLessThan(4.5);
    expect(readableOn('#8b5cf6', '#ffffff', '#111113')).toBe('#000000');
    expect(contrastRatio('#8b5cf6', '#000000')).toBeGreaterThanOrEqual(4.5);
  });

  it('any colour gets text of at least 4.5:1, or the best that black or white can do', () => {
    for (let v = 0; v < 256; v += 15) {
      const bg = `#${[v, 255 - v, (v * 7) % 256].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
      const fg = readableOn(bg, '#ffffff', '#111113');
      const best = Math.max(contrastRatio(bg, '#ffffff'), contrastRatio(bg, '#000000'));
      expect(contrastRatio(bg, fg) >= 4.5 || contrastRatio(bg, fg) === best).toBe(true);
    }
  });
});
