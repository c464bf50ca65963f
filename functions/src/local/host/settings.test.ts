import { describe, expect, it } from 'vitest';
import { functionDisabled } from './settings.ts';

describe('AzureWebJobs.<name>.Disabled', () => {
  it('disables a function with "true" or "1", as Azure reads the setting', () => {
    expect(functionDisabled('send-email', { 'AzureWebJobs.send-email.Disabled': 'true' })).toBe(true);
    expect(functionDisabled('send-email', { 'AzureWebJobs.send-email.Disabled': ' True ' })).toBe(true);
    expect(functionDisabled('send-email', { 'AzureWebJobs.send-email.Disabled': '1' })).toBe(true);
  });

  it('leaves a function on without the setting, with another value, or for another function', () => {
    expect(functionDisabled('send-email', {})).toBe(false);
    expect(functionDisabled('send-email', { 'AzureWebJobs.send-email.Disabled': 'false' })).toBe(false);
    expect(functionDisabled('send-email', { 'AzureWebJobs.other.Disabled': 'true' })).toBe(false);
  });
});
