import { css } from 'lit';

export const cartoEditorStyles = css`
  h2 {
    font-family: var(--_title-font);
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.6rem;
    background: var(--_paper) var(--_grain);
    border: 2px solid var(--_grid-line);
    border-radius: var(--_radius);
  }
  /* The file picker's label drawn as one of the game's secondary buttons. */
  .file-button {
    display: inline-flex;
    align-items: center;
    box-sizing: border-box;
    min-height: 2.75rem;
    padding: 0.35rem 0.9rem;
    border: 2px solid var(--_ink);
    border-radius: var(--_radius);
    cursor: pointer;
    background: var(--_paper);
  }
  .file-button:focus-within {
    outline: 3px solid var(--_focus);
  }
  .share {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.4rem;
    margin: 0.4rem 0;
  }
  .share .field {
    flex: 1 1 20rem;
  }
  .paper {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .paper select {
    width: auto;
  }
  .template {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: 0.3rem;
    margin: 0.3rem 0 0.6rem;
  }
  .template select {
    max-width: 100%;
  }
  .playtest {
    margin: 0.4rem 0;
  }
  .playtest summary {
    cursor: pointer;
  }
  .warning {
    border-left: 4px solid var(--_focus);
    padding: 0.3rem 0.6rem;
    background: var(--_paper);
  }
  .editor.dragging {
    outline: 3px dashed var(--_focus);
  }
  .main {
    display: grid;
    grid-template-columns: minmax(11rem, 15rem) minmax(0, 1fr);
    gap: 1rem;
    margin: 0.6rem 0;
  }
  .cards h2 {
    font-size: 0.95rem;
    margin: 0.7rem 0 0.2rem;
  }
  .cards ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .cards li button,
  .settings {
    width: 100%;
    min-height: 2.5rem;
    text-align: left;
    background: none;
    border: 2px solid transparent;
    color: inherit;
    padding: 0.15rem 0.4rem;
  }
  .cards [aria-current='true'] {
    border-color: var(--_ink);
    background: var(--_paper);
    font-weight: 600;
  }
  .detail h2 {
    margin: 0.2rem 0.8rem 0.2rem 0;
    font-size: 1.2rem;
  }
  .notice:empty {
    display: none;
  }
  .hint {
    font-size: 0.9em;
    margin: 0.2rem 0;
  }
  .paste textarea {
    width: min(40rem, 90vw);
    min-height: 8rem;
  }
  @media (max-width: 45rem) {
    .main {
      grid-template-columns: 1fr;
    }
  }
`;
