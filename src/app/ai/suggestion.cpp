#include "suggestion.h"

#include "gamelog.h"

#include "record/record.h"
#include "score.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace afapp {

namespace {

class SuggestionText {
    Q_DECLARE_TR_FUNCTIONS(Suggestion)

public:
    static QString vp(int delta)
    {
        //: The score a suggested move gains or loses, e.g. "+1 VP"
        return delta > 0 ? tr("+%1 VP").arg(delta) : tr("−%1 VP").arg(-delta);
    }
    static QString outlook(double outlook)
    {
        //: The AI's estimate of a player's prospects after a move, e.g. "outlook 64%"
        return tr("outlook %1%").arg(qRound(outlook * 100));
    }
    static QString nothingVisible() { return tr("no gain this turn that shows on the board"); }
};

} // namespace

QVariantMap suggestedMove(const af::GameState &before, const af::Action &action, const QStringList &playerNames)
{
    const QJsonObject json = afrecord::actionToJson(afrecord::Seats::of(before), action);
    QStringList ships;
    for (const QJsonValue &ship : json.value(QStringLiteral("ships")).toArray())
        ships << ship.toString();
    if (json.value(QStringLiteral("ship")).isString())
        ships << json.value(QStringLiteral("ship")).toString();
    return {{QStringLiteral("text"), describeMove(before, action, playerNames)},
            {QStringLiteral("action"), json.toVariantMap()},
            {QStringLiteral("ships"), ships},
            {QStringLiteral("facility"), json.value(QStringLiteral("facility")).toString()},
            {QStringLiteral("territory"), json.value(QStringLiteral("territory")).toString()}};
}

QString suggestionReason(const af::GameState &before, const af::GameState &after, int seat, double outlook,
                         const QStringList &playerNames)
{
    QStringList parts;
    const int vpDelta = af::score(after, seat).total() - af::score(before, seat).total();
    if (vpDelta != 0)
        parts << SuggestionText::vp(vpDelta);
    parts << describeChanges(before, after, playerNames);
    if (parts.isEmpty())
        parts << SuggestionText::nothingVisible();
    parts << SuggestionText::outlook(outlook);
    return parts.join(QStringLiteral("; "));
}

} // namespace afapp
