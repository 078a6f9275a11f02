/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { SectionTabs } from '@/components/ui/section-tabs';

const tabs = [
  { href: '/agency/commission', label: 'Commission', current: false },
  { href: '/agency/profile', label: 'Profile', current: true },
  { href: '/agency/contract', label: 'Contract', current: false },
];

describe('SectionTabs', () => {
  it('is a named navigation of links, each section its URL, the current one aria-current="page"', () => {
    render(<SectionTabs label="Sections" tabs={tabs} />);
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/agency/commission',
      '/agency/profile',
      '/agency/contract',
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Commission' })).not.toHaveAttribute('aria-current');
    // Nothing is a button: each tab opens its own page, so a new tab or a bookmark works.
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('reaches every tab with the keyboard, in order', () => {
    render(<SectionTabs label="Sections" tabs={tabs} />);
    for (const link of screen.getAllByRole('link')) {
      link.focus();
      expect(link).toHaveFocus();
    }
    expect(screen.getAllByRole('link').every((link) => link.tabIndex === 0)).toBe(true);
  });

  it('scrolls sideways inside its own strip', () => {
    render(<SectionTabs label="Sections" tabs={tabs} />);
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveClass('overflow-x-auto');
  });
});
