fn main() -> std::process::ExitCode {
    riddle::cli::run()
}
