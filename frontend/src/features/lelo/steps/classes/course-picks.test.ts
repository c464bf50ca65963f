import { describe, expect, it } from 'vitest';
import { keepOfferedPicks, pickCourse, slotCountForGrade, slotIds, toLeloCourse } from './course-picks.ts';
import { ART, BIOLOGY, ENGLISH_9, HEALTH, OFFERING } from './offering-fixture.ts';

const HIGH = [ENGLISH_9, BIOLOGY, ART, HEALTH];

describe('course picks', () => {
  it('counts the slots of the grade level, none without a grade', () => {
    expect(slotCountForGrade(OFFERING, '9')).toBe(2);
    expect(slotCountForGrade(OFFERING, '7')).toBe(3);
    // No elementary details: the default of one slot.
    expect(slotCountForGrade(OFFERING, 'KN')).toBe(1);
    expect(slotCountForGrade(OFFERING, '')).toBe(0);
  });

  it('takes picks in order and keeps the NCAA flag', () => {
    const first = pickCourse([], 2, 0, ENGLISH_9._id, HIGH);
    expect(first).toEqual({ ok: true, courses: [{ id: 'eng-9a', course_name: 'English 9A', ncaa: true }] });
    const second = first.ok ? pickCourse(first.courses, 2, 1, ART._id, HIGH) : first;
    expect(second.ok && second.courses.map((course) => course.id)).toEqual(['eng-9a', 'art-a']);
  });

  it('refuses a slot after an empty one and a course twice', () => {
    expect(pickCourse([], 2, 1, ART._id, HIGH)).toMatchObject({
      ok: false,
      error: { key: 'lelo.course.order', previous: 1, next: 2 },
    });
    expect(pickCourse([toLeloCourse(ART)], 2, 1, ART._id, HIGH)).toMatchObject({
      ok: false,
      error: { key: 'lelo.course.duplicate' },
    });
  });

  it('moves later picks up when an earlier slot is emptied', () => {
    const picked = [toLeloCourse(ART), toLeloCourse(HEALTH)];
    expect(pickCourse(picked, 2, 0, '', HIGH)).toEqual({ ok: true, courses: [toLeloCourse(HEALTH)] });
    expect(slotIds([toLeloCourse(HEALTH)], 2)).toEqual(['health', '']);
  });

  it('keeps only picks the offering has for the grade, within its slots', () => {
    const stored = [
      { id: 'gone', course_name: 'Gone', ncaa: false },
      toLeloCourse(ART),
      toLeloCourse(HEALTH),
      toLeloCourse(BIOLOGY),
    ];
    expect(keepOfferedPicks(stored, OFFERING, '10').map((course) => course.id)).toEqual(['art-a', 'health']);
    expect(keepOfferedPicks([toLeloCourse(ENGLISH_9)], OFFERING, '10')).toEqual([]);
  });
});
