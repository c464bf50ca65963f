import { describe, expect, it } from 'vitest';
import {
  availableCoursesForSlot,
  courseSelectionError,
  courseSlotCount,
  gradeChoices,
  isCourseOfferedForGrade,
  schoolLevelOfGrade,
} from './grades.ts';

describe('schoolLevelOfGrade', () => {
  it('maps TK-4, 5-8 and 9-12', () => {
    expect(schoolLevelOfGrade('TK')).toBe('Elementary School');
    expect(schoolLevelOfGrade('KN')).toBe('Elementary School');
    expect(schoolLevelOfGrade('4')).toBe('Elementary School');
    expect(schoolLevelOfGrade('5')).toBe('Middle School');
    expect(schoolLevelOfGrade('8')).toBe('Middle School');
    expect(schoolLevelOfGrade('9')).toBe('High School');
    expect(schoolLevelOfGrade('12')).toBe('High School');
    expect(schoolLevelOfGrade('13')).toBeNull();
    expect(schoolLevelOfGrade('09')).toBeNull();
  });
});

describe('gradeChoices', () => {
  it('lists the grades of the levels with courses, in order', () => {
    expect(gradeChoices(['High School'])).toEqual(['9', '10', '11', '12']);
    expect(gradeChoices(['High School', 'Elementary School'])).toEqual([
      'TK',
      'KN',
      '1',
      '2',
      '3',
      '4',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(gradeChoices([])).toEqual([]);
  });
});

describe('courseSlotCount', () => {
  it('is totalCourses, default 1, within the level maximum', () => {
    expect(courseSlotCount('High School', '4')).toBe(4);
    expect(courseSlotCount('Middle School', 3)).toBe(3);
    expect(courseSlotCount('Elementary School', '4')).toBe(3);
    expect(courseSlotCount('High School')).toBe(1);
    expect(courseSlotCount('High School', '')).toBe(1);
    expect(courseSlotCount('High School', 'x')).toBe(1);
    expect(courseSlotCount('High School', '0')).toBe(1);
  });
});

describe('courseSelectionError', () => {
  it('accepts slots picked in order', () => {
    expect(courseSelectionError(['a', 'b', '', ''])).toBeNull();
    expect(courseSelectionError(['', '', ''])).toBeNull();
  });
  it('names the slot being picked and the one before it', () => {
    expect(courseSelectionError(['', 'b'])?.text).toBe(
      'Please select Course 1 first before selecting Course 2.',
    );
    expect(courseSelectionError(['', '', 'c'])).toMatchObject({
      key: 'lelo.course.order',
      previous: 2,
      next: 3,
      text: 'Please select Course 2 first before selecting Course 3.',
    });
    expect(courseSelectionError(['a', '', '', 'd'])).toMatchObject({
      key: 'lelo.course.order',
      previous: 3,
      next: 4,
      text: 'Please select Course 3 first before selecting Course 4.',
    });
  });
  it('refuses the same course twice', () => {
    expect(courseSelectionError(['a', 'b', 'a'])).toMatchObject({ key: 'lelo.course.duplicate', slot: 3 });
  });
});

describe('availableCoursesForSlot', () => {
  it('hides the courses picked in other slots', () => {
    const courses = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }];
    expect(availableCoursesForSlot(courses, ['a', 'b', ''], 1).map((c) => c._id)).toEqual(['b', 'c']);
  });
});

describe('isCourseOfferedForGrade', () => {
  it('reads the comma list', () => {
    expect(isCourseOfferedForGrade({ grade_level_offered: '9, 10,11' }, '10')).toBe(true);
    expect(isCourseOfferedForGrade({ grade_level_offered: 'TK,KN' }, 'kn')).toBe(true);
    expect(isCourseOfferedForGrade({ grade_level_offered: '1' }, '12')).toBe(false);
    expect(isCourseOfferedForGrade({}, '9')).toBe(false);
  });
});
