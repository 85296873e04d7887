// The language the app speaks: Qt's own strings and ours (embedded by qt_add_translations under :/i18n/).
#pragma once

#include <QString>

namespace afapp {

// Installs the translators for `language` (a locale name such as "de"; empty: the system's, from LANG), replacing
// any installed by an earlier call. Our English file (af-referee_en) holds only the plural forms, "1 colony" and
// "2 colonies" for the source's "%n colony(ies)": it goes under every language, so a locale we have no translation
// for (C, or Japanese) still reads as English, and a language lacking a form falls back to English, not to the
// source text. A language's own translation goes over it.
void installTranslations(const QString &language);

} // namespace afapp
