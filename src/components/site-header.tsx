import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import site from 'virtual:fauna/site';
import { paths } from '../config/paths.ts';
import { useOpenOnPage } from './use-open-on-page.ts';
import { mainNavigation, type NavGroupItem } from './navigation.ts';
import { useEditionPath, useMessages } from '../i18n/messages.tsx';
import { inEdition } from '../config/paths.ts';
import { LANGUAGE_AUTONYMS, otherLocale } from '../i18n/locale.ts';
import './site-header.css';

/** Site navigation: logo, main menu with the animal-groups dropdown, and the mobile menu toggle. */
export function SiteHeader() {
  // Any navigation (a choice in the menu, back/forward) closes the mobile menu.
  const [menuOpen, setMenuOpen] = useOpenOnPage();
  const messages = useMessages();
  const inPageEdition = useEditionPath();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <header className="site-header">
      <nav className="site-nav" aria-label={messages.layout.mainMenu} onKeyDown={onMenuKeyDown}>
        <Link to={inPageEdition(paths.home.href())} className="site-logo">
          {site.productName}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="menu-toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? messages.layout.closeMenu : messages.layout.openMenu}</span>
        </button>
        <ul id={menuId} className="nav-list" data-open={menuOpen}>
          {mainNavigation(site.groups, messages).map((item) =>
            item.kind === 'group' ? (
              <li key={item.label} className="nav-item">
                <NavDropdown item={item} onChoose={() => setMenuOpen(false)} />
              </li>
            ) : (
              <li key={item.href} className="nav-item">
                <NavLink to={item.href} end={item.end} className="nav-link" lang={item.lang} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <LanguageSwitch />
      </nav>
    </header>
  );
}

/**
 * The same page in the other language, with the same query (a checklist's search and filters): named in its own
 * language, always in view (also on phones, beside the menu button).
 */
function LanguageSwitch() {
  const { locale } = useMessages();
  const location = useLocation();
  const other = otherLocale(locale);
  return (
    <Link className="language-switch" to={inEdition(other, `${location.pathname}${location.search}`)} lang={other} hrefLang={other}>
      {LANGUAGE_AUTONYMS[other]}
    </Link>
  );
}

/** A disclosure button with a list of links: mouse, touch and keyboard (Escape closes, focus leaving closes). */
function NavDropdown({ item, onChoose }: { item: NavGroupItem; onChoose: () => void }) {
  const location = useLocation();
  const [open, setOpen] = useOpenOnPage();
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isCurrentSection = item.links.some((link) => decodeURIComponent(location.pathname).endsWith(decodeURIComponent(link.href)));

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const links = [...(containerRef.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-link') ?? [])];
      if (links.length === 0) return;
      event.preventDefault();
      if (!open) setOpen(true);
      const current = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = event.key === 'ArrowDown' ? (current + 1) % links.length : (current - 1 + links.length) % links.length;
      // The list renders before focus moves when it was closed.
      requestAnimationFrame(() => links[current === -1 && event.key === 'ArrowUp' ? links.length - 1 : next]?.focus());
    }
  }

  return (
    <div
      ref={containerRef}
      className="nav-dropdown"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-toggle"
        data-current-section={isCurrentSection || undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {item.label}
        <span className="dropdown-caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="dropdown-list" hidden={!open}>
        {item.links.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              lang={link.lang}
              className="dropdown-link"
              onClick={() => {
                setOpen(false);
                onChoose();
              }}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
