// The in-app rules reference: the whole base game explained in our own words, one entry per rule topic. Every
// refusal of the engine names a rule id (a facility, territory, field generator or card id, a ruling "R-12", or a
// section such as "turn"); each such id is an entry here, so the app can open it when a player asks "why?".
//
// The text is a static table of English strings marked with QT_TRANSLATE_NOOP("RulesReference", ...), one string
// per paragraph, translated when shown. Numbers the engine keeps in its value ledger (values.h) are not written in
// the text: a paragraph says %1, %2 ... and the entry's values fill them in, so the text cannot disagree with the
// engine; a value the ledger only infers is shown marked as our reading. RulesReferenceModel lists the entries for QML, filtered by a search text.
#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqml.h> // QML_ELEMENT, and QML_FOREIGN (which needs more than qqmlregistration.h in Qt 6.4)

#include <array>
#include <span>

namespace afapp {

enum class RulesCategory {
    Basics, Facilities, Territories, FieldGenerators, AlienTech, Factions, Agendas, Rulings, Rulesets
};
inline constexpr int kRulesCategoryCount = 9;

struct RulesEntry {
    const char *id; // stable, never translated: "lunar-mine", "R-12", "turn"
    RulesCategory category;
    const char *title;                 // English, translated with the context "RulesReference"
    std::array<const char *, 10> body; // English paragraphs, unused ones are nullptr
};

// Every entry, grouped by category in the order the reference shows them.
std::span<const RulesEntry> rulesEntries();
// nullptr for an unknown id.
const RulesEntry *findRulesEntry(const QString &id);

// Translated texts (in the current language).
QString rulesCategoryName(RulesCategory category);
QString rulesCategoryKey(RulesCategory category); // "basics", "facilities", ... (not translated)
QString rulesTitle(const RulesEntry &entry);
QStringList rulesParagraphs(const RulesEntry &entry);
QString rulesBody(const RulesEntry &entry); // paragraphs joined by a blank line
// The translated title of the entry with this id, or an empty string when there is no such entry.
QString rulesTitle(const QString &id);

} // namespace afapp

// qmllint of Qt 6.4 knows QAbstractListModel but not its base class, so it could not resolve any list model made in
// QML (nor its modelReset signal). This describes QAbstractItemModel to the QML tools; it creates nothing.
struct AbstractItemModelForeign {
    Q_GADGET
    QML_FOREIGN(QAbstractItemModel)
    QML_ANONYMOUS
};

// The entries for QML, optionally filtered by `search`: every word of it must appear in the title or the body
// (case and accents ignored). Rows follow the table order, so a view can group them by category.
class RulesReferenceModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY searchChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int totalCount READ totalCount CONSTANT)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        CategoryRole,    // translated category name (for section headings)
        CategoryKeyRole, // "basics", "facilities", ...
        TitleRole,
        BodyRole,       // translated paragraphs joined by a blank line
        ParagraphsRole, // translated paragraphs as a list
    };
    Q_ENUM(Role)

    explicit RulesReferenceModel(QObject *parent = nullptr);
    ~RulesReferenceModel() override;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString search() const { return m_search; }
    void setSearch(const QString &search);
    int totalCount() const;

    // Row of the entry in the current (filtered) list, -1 when it is filtered out or does not exist.
    Q_INVOKABLE int indexOf(const QString &id) const;
    // Whether the reference has an entry with this id, whatever the search.
    Q_INVOKABLE bool hasEntry(const QString &id) const;
    // {id, category, categoryKey, title, body, paragraphs} of any entry (whatever the search); empty if unknown.
    Q_INVOKABLE QVariantMap entry(const QString &id) const;
    // Id of the entry at a row of the current list, empty when out of range.
    Q_INVOKABLE QString idAt(int row) const;

signals:
    void searchChanged();
    void countChanged();
    // The language changed: every text was translated again (the rows are the same unless a search is active).
    void retranslated();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refilter();

    QString m_search;
    QList<int> m_rows; // indexes into rulesEntries()
};
