'use client';

import { OverlayBackdrop } from '@/components/ui/overlay-backdrop';
import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { useUser } from '@/lib/hooks/use-user';
import { buttonClass } from '@/components/ui/button';
import { APP_VERSION } from '@/lib/version';
import { Icon } from '../icons';
import { LogoutButton } from '../logout-button';
import { UserAvatar } from '../user-avatar';

/**
 * The phone menu's drawer (below md, docs/product.md §2; the top bar's menu toggle loads it on the first open): a drawer with the user (avatar, name, position), the
 * profile button, logout, the menu tree (rendered on the server, ./menu-tree.tsx; following one of
 * its links closes the drawer) and the version label. Headless UI's Dialog traps focus,
 * closes on Esc and on the backdrop, and gives focus back to the toggle.
 */
export default function MobileMenuDrawer({
  tree,
  title,
  open,
  onClose: close,
}: {
  tree: ReactNode;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('shell');
  const { user } = useUser();
  return (
    <Dialog open={open} onClose={close} className="relative z-50 md:hidden" id="mobile-menu">
      <OverlayBackdrop className="fixed inset-0 bg-slate-900/50" />
      <DialogPanel
        data-testid="mobile-menu"
        className="fixed inset-y-0 left-0 flex w-[min(20rem,88vw)] flex-col bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between bg-brand px-4 py-3 text-brand-contrast">
          <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
          <button
            type="button"
            onClick={close}
            aria-label={t('closeMenu')}
            data-tooltip={t('closeMenu')}
            className="tooltip tooltip-end inline-flex size-10 items-center justify-center rounded-lg hover:bg-black/15 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <Icon name="close" />
          </button>
        </div>
        <section className="border-b border-slate-200 px-4 py-4" data-testid="mobile-user">
          <div className="flex items-center gap-3">
            <UserAvatar src={user.avatar} alt={t('avatarAlt', { name: user.name })} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900" data-testid="mobile-user-name">
                {user.name}
              </p>
              <p className="truncate text-sm text-slate-500" data-testid="mobile-user-position">
                {user.position}
              </p>
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <AppLink href="/profile" onClick={close} className={buttonClass('primary', true)}>
              <Icon name="user" className="size-4" />
              {t('profile')}
            </AppLink>
            <LogoutButton fullWidth />
          </div>
        </section>
        {/* A link followed (by click or Enter, both a click event) closes the drawer; the tree's own keys are its buttons'. */}
        <div
          className="flex min-h-0 flex-1 flex-col"
          onClick={(event) => (event.target as Element).closest('a[href]') && close()}
        >
          {tree}
        </div>
        <p className="border-t border-slate-200 px-4 py-3 text-center text-xs text-slate-500" data-testid="app-version">
          {t('version', { version: APP_VERSION })}
        </p>
      </DialogPanel>
    </Dialog>
  );
}
