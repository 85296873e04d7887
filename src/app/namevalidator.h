// The player name fields: at most afrecord::kMaxNameLength characters as a person counts them. TextField's
// maximumLength counts UTF-16 units, so it refused emoji early and could cut one in half; this validator counts
// grapheme clusters and cuts longer text (typed or pasted) after the last whole character that fits.
#pragma once

#include <QValidator>
#include <QtQml/qqmlregistration.h>

class NameValidator : public QValidator
{
    Q_OBJECT
    QML_ELEMENT

public:
    using QValidator::QValidator;

    State validate(QString &input, int &pos) const override;
};
