import { css } from 'lit';

export const cartoDeckStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  .seasons {
    display: flex;
    gap: 0.25rem;
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
  }
  .seasons li {
    flex: 1;
    border: 1px solid var(--_ink);
    border-radius: var(--_radius);
    padding: 0.2rem 0.4rem;
    font-size: 0.8rem;
    background: var(--_paper);
    border-style: dashed;
  }
  .seasons li[aria-current='step'] {
    border-style: solid;
    font-weight: 700;
    box-shadow: inset 0 -3px 0 var(--_focus);
  }
  .seasons li.done {
    border-style: solid;
    text-decoration: line-through;
  }
  .progress {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9rem;
    margin-bottom: 0.5rem;
  }
  progress {
    flex: 1;
    accent-color: var(--_focus);
  }
  .edicts {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
    margin: 0 0 0.5rem;
    padding: 0;
    list-style: none;
    font-size: 0.85rem;
  }
  .edicts li {
    border: 1px solid var(--_ink);
    border-radius: var(--_radius);
    padding: 0.15rem 0.4rem;
    background: var(--_paper);
  }
  .edicts li.scoring {
    border-width: 2px;
    font-weight: 600;
  }
  .column {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .column li {
    font-size: 0.75rem;
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    padding: 0.1rem 0.35rem;
    background: var(--_paper);
  }
  .column li.current {
    border-color: var(--_ink);
    font-weight: 700;
  }
  .current-card {
    margin-top: 0.5rem;
  }
`;
