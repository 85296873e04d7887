// libFuzzer target for the record and position readers: any bytes must give a record, a position or a message,
// never a crash, a hang or undefined behaviour. A record that reads is replayed too.
#include "record/record.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto record = afrecord::readRecord(bytes);
    if (const auto *r = std::get_if<afrecord::GameRecord>(&record)) {
        const afrecord::ReplayResult result = afrecord::replay(*r);
        if (result.applied > static_cast<int>(r->actions.size()))
            __builtin_trap();
        afrecord::recordToBytes(*r); // writing back what was read must work too
    } else if (std::get<afrecord::ReadError>(record).message.isEmpty()) {
        __builtin_trap(); // every refusal says what was wrong
    }
    const auto position = afrecord::readPosition(bytes);
    if (const auto *s = std::get_if<af::GameState>(&position))
        afrecord::positionToJson(*s);
    return 0;
}
