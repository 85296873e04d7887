#include "playername.h"

#include <QTextBoundaryFinder>

#include <limits>

namespace afrecord {

namespace {

// The UTF-16 position after the first `maxLength` grapheme clusters (the whole length when there are fewer), and
// how many clusters that covers.
struct Cut {
    qsizetype end = 0;
    int clusters = 0;
};

Cut cutAfter(const QString &text, int maxLength)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    Cut cut;
    while (cut.clusters < maxLength) {
        const qsizetype next = finder.toNextBoundary();
        if (next < 0)
            break;
        cut.end = next;
        ++cut.clusters;
    }
    return cut;
}

} // namespace

int nameLength(const QString &name)
{
    return cutAfter(name, std::numeric_limits<int>::max()).clusters;
}

QString cutName(const QString &name, int maxLength)
{
    return name.left(cutAfter(name, qMax(0, maxLength)).end);
}

} // namespace afrecord
