// Noto Naskh Arabic for Urdu text (font-display: swap; Latin text keeps the app's own font).
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
