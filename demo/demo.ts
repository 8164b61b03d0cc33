import '../components/carto.ts';

// Theme switcher: the page sets --carto-* properties through a class on <body>.
for (const input of document.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
  input.addEventListener('change', () => {
    document.body.classList.remove('night', 'contrast');
    if (input.value !== 'paper') document.body.classList.add(input.value);
  });
}
