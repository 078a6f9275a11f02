/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { EmployeeCells } from '@/components/ui/employee-cells';
import { Identifier } from '@/components/ui/identifier';

// An identifier never breaks (docs/product.md §9 "Identifiers"): one line, an ellipsis when cut,
// the whole value in the project's tooltip.

describe('an identifier', () => {
  it('is marked for the screens test, whole in its text and its tooltip, and styled to stay on one line', () => {
    render(<Identifier>ion.rusu@agency.example.md</Identifier>);
    const text = screen.getByText('ion.rusu@agency.example.md');
    const identifier = text.parentElement!;
    expect(identifier).toHaveAttribute('data-identifier');
    expect(identifier).toHaveAttribute('data-tooltip', 'ion.rusu@agency.example.md');
    expect(identifier).toHaveClass('identifier', 'tooltip');
    expect(text).toHaveClass('identifier-text');
  });

  it("is one line with an ellipsis in the stylesheet, its bubble shown for the keyboard's focus too", () => {
    const css = readFileSync('app/globals.css', 'utf8');
    expect(css).toMatch(/\.identifier-text \{\s*@apply block truncate;/);
    expect(css).toMatch(/:focus-visible \.identifier:not\(\[data-open\]\)::after \{\s*display: block;\s*opacity: 1;/);
  });

  it('is how an employee e-mail shows in the tables, not broken mid-word', () => {
    render(
      <table>
        <tbody>
          <tr>
            <EmployeeCells
              member={{ name: 'Ion Rusu', position: 'Agent', email: 'ion.rusu@agency.example.md' }}
              labels={{ position: 'Position', email: 'E-mail' }}
            />
          </tr>
        </tbody>
      </table>,
    );
    const link = screen.getByRole('link', { name: 'ion.rusu@agency.example.md' });
    expect(link.querySelector('[data-identifier]')).not.toBeNull();
    expect(link.closest('td')).not.toHaveClass('break-all');
  });
});
