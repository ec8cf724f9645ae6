// Urdu of the language switch's texts.
import { addTranslation } from '../i18n';
import { languageContent } from '../languageContent';

addTranslation(languageContent, 'ur', {
  switchLabel: 'زبان',
  loadFailed: 'اردو لوڈ نہیں ہو سکی۔ براہِ کرم اپنا انٹرنیٹ کنکشن دیکھ کر دوبارہ کوشش کریں۔',
});
