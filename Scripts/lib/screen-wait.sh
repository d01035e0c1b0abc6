# Sourced by Scripts/soak.sh and Scripts/campaign.sh; not run on its own.
#
# wait_for REGEX [SECONDS]: waits until the output of the caller's `screen` function (a tmux
# capture) matches the extended regular expression REGEX, for at most SECONDS (default 20);
# returns 1 on time-out.
wait_for() {
    local deadline=$((SECONDS + ${2:-20}))
    until screen | grep -Eq -- "$1"; do
        ((SECONDS > deadline)) && return 1
        sleep 0.05
    done
}
