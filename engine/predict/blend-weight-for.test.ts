import { describe, expect, it } from 'vitest';
import { blendWeightFor, soccerBlendWeightFor } from './blend-weight-for.ts';
import { SOCCER_BLEND_WEIGHTS } from './blend-weights.ts';

describe('the blend weight of a season', () => {
  const table = { '2019/20': 0.2, '2020/21': 0.1, '2022/23': 0.05 };

  it('is the fitted weight of a season the table lists', () => {
    expect(blendWeightFor(table, '2020/21')).toEqual({ weight: 0.1, source: 'fitted for 2020/21' });
  });

  it('is the latest fitted weight for a season after the table or in a gap of it', () => {
    expect(blendWeightFor(table, '2025/26')).toEqual({
      weight: 0.05,
      source: 'latest fitted (2022/23)',
    });
    // 2021/22 was not fitted: the season before it was.
    expect(blendWeightFor(table, '2021/22')).toEqual({
      weight: 0.1,
      source: 'latest fitted (2020/21)',
    });
  });

  it("is the table's latest for a season before it, and nothing for an empty table", () => {
    expect(blendWeightFor(table, '2016/17')).toEqual({
      weight: 0.05,
      source: 'latest fitted (2022/23)',
    });
    expect(blendWeightFor({}, '2024/25')).toBeUndefined();
  });

  it("reads soccer's served table", () => {
    const latest = Object.keys(SOCCER_BLEND_WEIGHTS).sort().at(-1)!;
    expect(soccerBlendWeightFor('2099/00')).toEqual({
      weight: SOCCER_BLEND_WEIGHTS[latest],
      source: `latest fitted (${latest})`,
    });
  });
});
