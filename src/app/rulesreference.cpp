// The rules reference text (our own words, written from shared/rules/: the 2013 rulebook, the first-edition text,
// the Edition X summary and the project's rulings) and its list model for QML.
//
// Notes for translators and editors: one string per paragraph; only <b> and <i> tags; "R-12" style ids stay as they
// are (the view turns them into links); numbers are the game's, never change them.
// The text itself is in rulestext/, one file per part.
#include "rulesreference.h"

#include "rulestext/rulestext.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>
#include <vector>

namespace afapp {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("RulesReference", text); }

constexpr const char *kCategoryNames[kRulesCategoryCount] = {
    QT_TRANSLATE_NOOP("RulesReference", "Basics"),      QT_TRANSLATE_NOOP("RulesReference", "Facilities"),
    QT_TRANSLATE_NOOP("RulesReference", "Territories"), QT_TRANSLATE_NOOP("RulesReference", "Field generators"),
    QT_TRANSLATE_NOOP("RulesReference", "Alien tech"),  QT_TRANSLATE_NOOP("RulesReference", "Factions"),
    QT_TRANSLATE_NOOP("RulesReference", "Agendas"),     QT_TRANSLATE_NOOP("RulesReference", "Rulings"),
    QT_TRANSLATE_NOOP("RulesReference", "Rulesets"),
};

constexpr const char *kCategoryKeys[kRulesCategoryCount] = {
    "basics", "facilities", "territories", "field-generators", "alien-tech",
    "factions", "agendas", "rulings", "rulesets",
};

// Lower case without accents, so that "etat" finds "État" and "Ubersicht" finds "Übersicht".
QString fold(const QString &text) {
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar ch : decomposed) {
        if (ch.category() == QChar::Mark_NonSpacing)
            continue;
        out.append(ch);
    }
    return out.toCaseFolded();
}

// The body as searched: tags are not words.
QString searchableText(const RulesEntry &e) {
    QString text = rulesTitle(e) + QLatin1Char('\n') + rulesBody(e) + QLatin1Char('\n') + QLatin1String(e.id);
    for (const char *tag : {"<b>", "</b>", "<i>", "</i>"})
        text.remove(QLatin1String(tag));
    return fold(text);
}

} // namespace

std::span<const RulesEntry> rulesEntries()
{
    static const std::vector<RulesEntry> entries = [] {
        std::vector<RulesEntry> all;
        for (const std::span<const RulesEntry> part :
             {rulestext::basics(), rulestext::board(), rulestext::alientech(), rulestext::extratech(),
              rulestext::factions(), rulestext::agendas(), rulestext::rulings(),
              rulestext::expansionRulings(), rulestext::rulesets()})
            all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return entries;
}

const RulesEntry *findRulesEntry(const QString &id) {
    for (const RulesEntry &e : rulesEntries())
        if (id == QLatin1String(e.id))
            return &e;
    return nullptr;
}

QString rulesCategoryName(RulesCategory category) {
    const int i = static_cast<int>(category);
    return i >= 0 && i < kRulesCategoryCount ? tr(kCategoryNames[i]) : QString();
}

QString rulesCategoryKey(RulesCategory category) {
    const int i = static_cast<int>(category);
    return i >= 0 && i < kRulesCategoryCount ? QString::fromLatin1(kCategoryKeys[i]) : QString();
}

QString rulesTitle(const RulesEntry &entry) { return tr(entry.title); }

QStringList rulesParagraphs(const RulesEntry &entry) {
    const QStringList values = rulestext::values(entry.id);
    QStringList out;
    for (const char *paragraph : entry.body)
        if (paragraph)
            out << rulestext::fillValues(tr(paragraph), values);
    return out;
}

QString rulesBody(const RulesEntry &entry) { return rulesParagraphs(entry).join(QStringLiteral("\n\n")); }

QString rulesTitle(const QString &id) {
    const RulesEntry *e = findRulesEntry(id);
    return e ? rulesTitle(*e) : QString();
}

} // namespace afapp

// ---------------------------------------------------------------------------------------------------- the model

RulesReferenceModel::RulesReferenceModel(QObject *parent) : QAbstractListModel(parent) {
    refilter();
    // The texts are translated when read: on a language change, tell the views to read them again.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

RulesReferenceModel::~RulesReferenceModel() = default;

int RulesReferenceModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant RulesReferenceModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() < 0 || index.row() >= m_rows.size())
        return {};
    const afapp::RulesEntry &e = afapp::rulesEntries()[m_rows[index.row()]];
    switch (role) {
    case IdRole:
        return QString::fromLatin1(e.id);
    case CategoryRole:
        return afapp::rulesCategoryName(e.category);
    case CategoryKeyRole:
        return afapp::rulesCategoryKey(e.category);
    case Qt::DisplayRole:
    case TitleRole:
        return afapp::rulesTitle(e);
    case BodyRole:
        return afapp::rulesBody(e);
    case ParagraphsRole:
        return afapp::rulesParagraphs(e);
    default:
        return {};
    }
}

QHash<int, QByteArray> RulesReferenceModel::roleNames() const {
    return {{IdRole, "id"},       {CategoryRole, "category"}, {CategoryKeyRole, "categoryKey"},
            {TitleRole, "title"}, {BodyRole, "body"},         {ParagraphsRole, "paragraphs"}};
}

void RulesReferenceModel::setSearch(const QString &search) {
    if (search == m_search)
        return;
    m_search = search;
    refilter();
    emit searchChanged();
}

int RulesReferenceModel::totalCount() const { return static_cast<int>(afapp::rulesEntries().size()); }

int RulesReferenceModel::indexOf(const QString &id) const {
    for (int row = 0; row < m_rows.size(); ++row)
        if (id == QLatin1String(afapp::rulesEntries()[m_rows[row]].id))
            return row;
    return -1;
}

bool RulesReferenceModel::hasEntry(const QString &id) const { return afapp::findRulesEntry(id) != nullptr; }

QVariantMap RulesReferenceModel::entry(const QString &id) const {
    const afapp::RulesEntry *e = afapp::findRulesEntry(id);
    if (!e)
        return {};
    return {{QStringLiteral("id"), id},
            {QStringLiteral("category"), afapp::rulesCategoryName(e->category)},
            {QStringLiteral("categoryKey"), afapp::rulesCategoryKey(e->category)},
            {QStringLiteral("title"), afapp::rulesTitle(*e)},
            {QStringLiteral("body"), afapp::rulesBody(*e)},
            {QStringLiteral("paragraphs"), afapp::rulesParagraphs(*e)}};
}

QString RulesReferenceModel::idAt(int row) const {
    if (row < 0 || row >= m_rows.size())
        return {};
    return QString::fromLatin1(afapp::rulesEntries()[m_rows[row]].id);
}

bool RulesReferenceModel::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        refilter(); // the search matches translated text, so the rows may change too
        emit retranslated();
    }
    return QAbstractListModel::eventFilter(watched, event);
}

void RulesReferenceModel::refilter() {
    const QStringList words = afapp::fold(m_search).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QList<int> rows;
    const auto entries = afapp::rulesEntries();
    for (int i = 0; i < static_cast<int>(entries.size()); ++i) {
        if (words.isEmpty()) {
            rows << i;
            continue;
        }
        const QString haystack = afapp::searchableText(entries[i]);
        if (std::all_of(words.begin(), words.end(), [&](const QString &w) { return haystack.contains(w); }))
            rows << i;
    }
    const int oldCount = static_cast<int>(m_rows.size());
    beginResetModel();
    m_rows = rows;
    endResetModel();
    if (oldCount != m_rows.size())
        emit countChanged();
}
