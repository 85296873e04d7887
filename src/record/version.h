#pragma once

#include <QString>

namespace afrecord {

// Name written into every game record and position file, so a reader can tell it is ours.
QString formatName();

// Version of the record format. Bumped only when the format changes; readers keep loading older versions.
int formatVersion();

// Version of the application that writes the files (the CMake project version, e.g. "0.1.0").
QString applicationVersion();

} // namespace afrecord
