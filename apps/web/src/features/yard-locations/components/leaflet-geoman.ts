import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

// leaflet-geoman extends the global `L`, so Leaflet must be global before the plugin runs; a
// static import of the plugin would run first, being hoisted above this line.
Object.assign(window, { L });
await import('@geoman-io/leaflet-geoman-free');

export { L };
