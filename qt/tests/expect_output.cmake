# Runs PROGRAM with ARGUMENTS (a list) and passes only when it exits 0 and its standard output matches PATTERN:
# ctest's PASS_REGULAR_EXPRESSION alone ignores the exit status.
# Usage: cmake -DPROGRAM=... [-DARGUMENTS=a;b] -DPATTERN=... -P expect_output.cmake
execute_process(COMMAND ${PROGRAM} ${ARGUMENTS} OUTPUT_VARIABLE output ERROR_VARIABLE errors RESULT_VARIABLE status)
message("${output}${errors}")
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} exited with ${status}")
endif()
if(NOT output MATCHES "${PATTERN}")
    message(FATAL_ERROR "${PROGRAM}'s output does not match ${PATTERN}")
endif()
