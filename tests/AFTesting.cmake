# Helpers shared by every test directory (included from the top-level CMakeLists.txt).
#
# Every test runs with a fixed environment, so nobody has to export anything before `ctest`:
#   QT_QPA_PLATFORM=offscreen       no display needed
#   XDG_RUNTIME_DIR=<build>/test-runtime   a private runtime folder (mode 0700, as Qt expects)

set(AF_TEST_RUNTIME_DIR "${CMAKE_BINARY_DIR}/test-runtime")
file(MAKE_DIRECTORY "${AF_TEST_RUNTIME_DIR}")
file(CHMOD "${AF_TEST_RUNTIME_DIR}" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

set(AF_TEST_ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen"
    "XDG_RUNTIME_DIR=${AF_TEST_RUNTIME_DIR}")
if(AF_SANITIZE)
    list(APPEND AF_TEST_ENVIRONMENT
        "ASAN_OPTIONS=detect_stack_use_after_return=1:strict_init_order=1"
        "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1")
endif()

# af_add_test(NAME <name> COMMAND <command> [args...] LABELS <label>... [TIMEOUT <seconds>])
#
# Registers a CTest test with the project's test environment and labels. The labels are used by
# .ci/af to pick tests (e.g. `ctest -L '^(engine|record)$'` for the sanitizer build).
function(af_add_test)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "NAME;TIMEOUT" "COMMAND;LABELS")
    if(NOT arg_NAME OR NOT arg_COMMAND)
        message(FATAL_ERROR "af_add_test: NAME and COMMAND are required")
    endif()
    if(NOT arg_TIMEOUT)
        set(arg_TIMEOUT 120)
    endif()
    # Under ASan+UBSan the random games run several times slower: give them room rather than fewer games.
    if(AF_SANITIZE)
        math(EXPR arg_TIMEOUT "${arg_TIMEOUT} * 4")
    endif()
    add_test(NAME ${arg_NAME} COMMAND ${arg_COMMAND})
    set_tests_properties(${arg_NAME} PROPERTIES
        ENVIRONMENT "${AF_TEST_ENVIRONMENT}"
        LABELS "${arg_LABELS}"
        TIMEOUT ${arg_TIMEOUT})
endfunction()
