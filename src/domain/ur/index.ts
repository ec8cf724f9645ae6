// The Urdu version of every customer-facing catalogue, registered beside its English original. The SPA loads this
// module (a chunk of its own) only when Urdu is chosen; the server loads it at start.
import './messages';
import './content';
import './documents';
import './language';
