import { css } from 'lit';
import { visuallyHiddenRules } from './styles/a11y.ts';

export const cartoPlacementControlsStyles = css`
  :host {
    display: block;
    font-family: var(--_font);
    color: var(--_ink);
  }
  fieldset {
    border: 1px solid var(--_grid-line);
    border-radius: var(--_radius);
    margin: 0 0 0.5rem;
    padding: 0.4rem 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  legend {
    font-size: 0.8rem;
    padding: 0 0.25rem;
  }
  button {
    font: inherit;
    font-size: 0.9rem;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0.25rem 0.6rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    background: var(--_paper);
    color: var(--_ink);
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    touch-action: manipulation;
  }
  /* Pressed (the chosen option or terrain): a thick ink frame and a bar beneath, so shapes and
     swatches keep their colours and the choice never looks like the blue keyboard focus ring. The
     weight does not change: a bold label would widen the button and rewrap the bar. */
  button[aria-pressed='true'] {
    border-color: var(--_ink);
    box-shadow: inset 0 0 0 2px var(--_ink), inset 0 -6px 0 2px var(--carto-highlight, #ffd400);
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  button.confirm {
    border-color: var(--_focus);
    font-weight: 700;
  }
  .swatch {
    --_swatch-size: 1.6rem;
  }
  .coin {
    width: 1rem;
    height: 1rem;
  }
  kbd {
    font-size: 0.7rem;
    opacity: 0.75;
  }
  .reason {
    margin: 0.25rem 0 0;
    min-height: 1.3em;
    font-size: 0.9rem;
  }
  .reason.refused {
    color: var(--_error);
  }
  /* A touch screen has no keyboard letters to press: the buttons do not show them. */
  @media (hover: none) and (pointer: coarse) {
    kbd {
      display: none;
    }
  }
  /* A phone's control bar: the choices on one row, the four actions of equal width below (a button
     keeps its place whatever its state), the legends for screen readers only, the reason on two lines
     at most, so the bar's height stays put all game. */
  /* (A media query, not a container query: a size container would collapse where the controls are shrink-wrapped.) */
  @media (max-width: 30rem) {
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 0.3rem;
    }
    fieldset {
      border: 0;
      margin: 0;
      padding: 0;
      gap: 0.3rem;
      flex-wrap: nowrap;
    }
    /* The legends, and the names of four terrains or more (a fallback square, Rift Lands: their
       symbols and colours share one row), for screen readers only. */
    legend,
    fieldset[part='terrains']:has(> button:nth-of-type(4)) .label {
      ${visuallyHiddenRules}
    }
    fieldset[part='options'],
    fieldset[part='terrains'] {
      flex: 1 1 auto;
    }
    fieldset[part='terrains'] button {
      flex: 1 1 0;
      justify-content: center;
    }
    fieldset[part='terrains']:has(> button:nth-of-type(4)) button {
      padding-inline: 0.2rem;
      min-width: 2.75rem;
    }
    fieldset[part='actions'] {
      flex: 1 1 100%;
      display: grid;
      grid-auto-flow: column;
      grid-auto-columns: 1fr;
    }
    fieldset[part='actions'] button {
      justify-content: center;
      padding-inline: 0.25rem;
    }
    .reason {
      flex: 1 1 100%;
      margin: 0;
      min-height: 2.4em;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    }
  }
  @media (forced-colors: active) {
    button[aria-pressed='true'] { outline: 3px solid Highlight; }
  }
`;
