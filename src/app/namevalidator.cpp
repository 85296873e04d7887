#include "namevalidator.h"

#include "record/playername.h"

QValidator::State NameValidator::validate(QString &input, int &pos) const
{
    // Text Input takes a changed input as the new text when the state is not Invalid.
    input = afrecord::cutName(input);
    pos = qMin(pos, static_cast<int>(input.size()));
    return Acceptable;
}
