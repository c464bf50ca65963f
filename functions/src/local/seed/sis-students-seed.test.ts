import type { RegistrationRecord, StudentMatchType } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { criteriaOf, studentMatches } from '../../services/sis/match-rules.ts';
import { demoRegistrationDocuments } from './demo-registrations-seed.ts';
import { sisStudentRows } from './sis-students-seed.ts';

const TODAY = '2026-11-23';

describe('the local SIS students', () => {
  const registrations = demoRegistrationDocuments(TODAY);
  const byId = new Map(registrations.map((document) => [document.id, document as RegistrationRecord]));
  const rows = sisStudentRows(byId, TODAY);

  function matchesOf(lastName: string) {
    const registration = registrations.find((document) => document.lastName === lastName);
    if (!registration) throw new Error(`no demo registration ${lastName}`);
    return studentMatches(criteriaOf(registration), rows);
  }

  it('have unique ids and local ids, and every field the SIS view has', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.localId)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.url).toBe(`https://sis.example.org/students/${row.localId}`);
      expect(row.districtId).toMatch(/^\d{10}$/);
      expect(row.phone).toMatch(/^\d{10}$/);
      expect(row.startDate).toMatch(/^\d{4}-08-14$/);
    }
  });

  it.each<[string, [StudentMatchType, boolean][]]>([
    // [match type, at the registration's own charter], newest start first
    [
      'Morales',
      [
        ['Exact', true],
        ['Name and Contact', false],
      ],
    ],
    ['Price', [['Birth Date and Contact', true]]],
    ['Castillo', [['Exact', false]]],
    ['Hughes', [['Exact', false]]],
    ['Park', [['Exact', true]]],
    ['Nunez', [['Exact', true]]],
    ['Coleman', [['Contact Only', true]]],
    ['Ward', [['Name and Birth Year', true]]],
  ])('match the demo registration of %s as %j', (lastName, expected) => {
    const registration = registrations.find((document) => document.lastName === lastName);
    expect(
      matchesOf(lastName).map((match) => [
        match.match_type,
        match.sis_charter === registration?.learningCenterCharter,
      ]),
    ).toEqual(expected);
  });

  it('leave the other demo registrations without a match', () => {
    const matched = new Set(['Morales', 'Price', 'Castillo', 'Hughes', 'Park', 'Nunez', 'Coleman', 'Ward']);
    const others = registrations.filter((document) => !matched.has(document.lastName));
    expect(others.length).toBeGreaterThan(5);
    for (const registration of others)
      expect(matchesOf(registration.lastName), registration.lastName).toEqual([]);
  });

  it('spread over several charters', () => {
    expect(new Set(rows.map((row) => row.sisCharter)).size).toBeGreaterThan(4);
  });
});
