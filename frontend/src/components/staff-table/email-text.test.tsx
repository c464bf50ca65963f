import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text.tsx';

describe('EmailText', () => {
  it('offers line breaks only after the @ and before each dot, and reads as the address', () => {
    const { container } = render(<EmailText address="ana.lopez@family.example.com" />);
    expect(container.textContent).toBe('ana.lopez@family.example.com');
    expect(container.innerHTML.replace(/<span[^>]*>|<\/span>/g, '')).toBe(
      'ana<wbr>.lopez@<wbr>family<wbr>.example<wbr>.com',
    );
  });
});
