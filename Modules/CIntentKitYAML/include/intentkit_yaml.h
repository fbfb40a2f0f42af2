#ifndef INTENTKIT_YAML_H
#define INTENTKIT_YAML_H

// IntentKit's bridge to the system libyaml (libyaml-dev): its event parser, nothing else.
//
// This header deliberately uses plain C types only. Yams carries its own copy of libyaml's
// header as the `CYaml` module; a public header that included the system <yaml.h> would declare
// the same C types a second time in every Swift file that sees both. <yaml.h> is included only in
// the implementation, and events are copied into the plain struct below.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The kinds of event, libyaml's renumbered.
enum {
    INTENTKIT_YAML_NO_EVENT = 0,
    INTENTKIT_YAML_STREAM_START = 1,
    INTENTKIT_YAML_STREAM_END = 2,
    INTENTKIT_YAML_DOCUMENT_START = 3,
    INTENTKIT_YAML_DOCUMENT_END = 4,
    INTENTKIT_YAML_ALIAS = 5,
    INTENTKIT_YAML_SCALAR = 6,
    INTENTKIT_YAML_SEQUENCE_START = 7,
    INTENTKIT_YAML_SEQUENCE_END = 8,
    INTENTKIT_YAML_MAPPING_START = 9,
    INTENTKIT_YAML_MAPPING_END = 10,
};

/// One event. Its pointers stay valid until the next call to intentkit_yaml_parser_next.
typedef struct {
    int32_t kind;
    /// Where the event starts: line and column from 0, the column counted in characters (libyaml's mark).
    uint64_t line;
    uint64_t column;
    /// A scalar's text (it may hold NUL bytes), or an alias's anchor name.
    const uint8_t *value;
    uint64_t length;
    /// The anchor a scalar, sequence or mapping defines, NUL-terminated; NULL when none.
    const uint8_t *anchor;
    /// The scalar's or collection's explicit tag, NUL-terminated; NULL when none.
    const uint8_t *tag;
    /// For a scalar: 1 when it is quoted (or a block scalar) without a tag, so it is a string.
    int32_t quoted_implicit;
} intentkit_yaml_event;

/// What went wrong, with libyaml's marks (from 0).
typedef struct {
    /// 1 reader (encoding, control characters), 2 scanner, 3 parser, 4 memory.
    int32_t kind;
    const char *problem;
    uint64_t problem_line;
    uint64_t problem_column;
    /// For reader errors: the byte offset of the problem and the offending value.
    uint64_t problem_offset;
    int32_t problem_value;
    /// What the parser was doing; NULL when libyaml gives no context.
    const char *context;
    uint64_t context_line;
    uint64_t context_column;
} intentkit_yaml_error;

enum {
    INTENTKIT_YAML_READER_ERROR = 1,
    INTENTKIT_YAML_SCANNER_ERROR = 2,
    INTENTKIT_YAML_PARSER_ERROR = 3,
    INTENTKIT_YAML_MEMORY_ERROR = 4,
};

/// A libyaml event parser over UTF-8 bytes, which must outlive it.
typedef struct intentkit_yaml_parser intentkit_yaml_parser;

/// Opens a parser over `length` bytes of UTF-8 at `input`; NULL when memory is exhausted.
intentkit_yaml_parser *intentkit_yaml_parser_open(const uint8_t *input, uint64_t length);

/// Opens a parser like intentkit_yaml_parser_open whose parsing runs on a thread of its own, ahead of the reader:
/// libyaml's events are copied into a few fixed batches, so reading them overlaps parsing what follows. It gives the
/// same events and errors; closing it early stops the thread. Without a thread to be had, it parses on the caller's.
intentkit_yaml_parser *intentkit_yaml_parser_open_pipelined(const uint8_t *input, uint64_t length);

/// Reads the next event into *event (freeing the previous one); 1 on success, 0 on an error.
int32_t intentkit_yaml_parser_next(intentkit_yaml_parser *parser, intentkit_yaml_event *event);

/// Describes the error that made intentkit_yaml_parser_next return 0.
void intentkit_yaml_parser_error(const intentkit_yaml_parser *parser, intentkit_yaml_error *error);

/// Frees the parser and its last event.
void intentkit_yaml_parser_close(intentkit_yaml_parser *parser);

/// Parses `length` bytes and frees every event, keeping nothing: the bare cost of libyaml's events.
/// Returns the number of events, or -1 when the input is not well-formed YAML.
int64_t intentkit_yaml_count_events(const uint8_t *input, uint64_t length);

#ifdef __cplusplus
}
#endif

#endif
