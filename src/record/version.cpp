#include "version.h"

#include "afrecord/version_config.h"

namespace afrecord {

QString formatName() { return QStringLiteral("af-referee-record"); }

int formatVersion() { return 1; }

QString applicationVersion() { return QStringLiteral(AF_PROJECT_VERSION); }

} // namespace afrecord
