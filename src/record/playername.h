// Player names as a person counts them. A name has at most kMaxNameLength characters, where a character is what
// is seen as one (a grapheme cluster: an emoji with its modifiers or joined family, a flag, a letter with its
// accents), not a UTF-16 unit: 100 emoji are 100 characters, not 200 or more. The record reader and the app's
// name fields both count with these.
#pragma once

#include <QString>

namespace afrecord {

inline constexpr int kMaxNameLength = 100;

// How many characters a person sees in `name`.
int nameLength(const QString &name);
// The first `maxLength` characters of `name`, never cutting inside one.
QString cutName(const QString &name, int maxLength = kMaxNameLength);

} // namespace afrecord
