import { describe, expect, it } from 'vitest';
import { validationMessagesEn } from '../messages/en.ts';
import { sessionClosedTitleKey, sessionGate } from './session-gate.ts';

const active = { status: 'Active' as const, enrollmentStart: '2026-09-01', enrollmentEnd: '2026-09-30' };

describe('sessionGate', () => {
  it('is open from the start day through the whole end day', () => {
    expect(sessionGate(active, '2026-09-01')).toEqual({ open: true });
    expect(sessionGate(active, '2026-09-15')).toEqual({ open: true });
    expect(sessionGate(active, '2026-09-30')).toEqual({ open: true });
  });
  it('is expired from the day after the end', () => {
    expect(sessionGate(active, '2026-10-01')).toEqual({ open: false, reason: 'expired' });
  });
  it('is not yet open before the start, with the opening date', () => {
    expect(sessionGate(active, '2026-08-31')).toEqual({
      open: false,
      reason: 'notYetOpen',
      opensOn: '2026-09-01',
    });
  });
  it('reads stored ISO timestamps by their date', () => {
    const stored = { ...active, enrollmentEnd: '2026-09-30T00:00:00.000Z' };
    expect(sessionGate(stored, '2026-09-30')).toEqual({ open: true });
  });
  it('is closed when Inactive, whatever the dates', () => {
    expect(sessionGate({ ...active, status: 'Inactive' }, '2026-09-15')).toEqual({
      open: false,
      reason: 'inactive',
    });
  });
  it('is closed for unreadable dates', () => {
    expect(sessionGate({ ...active, enrollmentEnd: 'soon' }, '2026-09-15').open).toBe(false);
  });
});

describe('sessionClosedTitleKey', () => {
  it('gives the page headings of the spec', () => {
    expect(validationMessagesEn[sessionClosedTitleKey('notYetOpen')]).toBe('Enrollment Opening Soon');
    expect(validationMessagesEn[sessionClosedTitleKey('expired')]).toBe('Session Expired');
    expect(validationMessagesEn[sessionClosedTitleKey('inactive')]).toBe('Session Expired');
  });
});
