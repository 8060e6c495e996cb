"""Run a check script in a fresh Python process: for what importing config.asgi changes process-wide."""
import subprocess
import sys


def run_check(script: str, tmp_path) -> subprocess.CompletedProcess:
    """Run ``script``, which prints "ok" when its checks hold, against a fresh SQLite database; assert it did."""
    env = {"SECRET_KEY": "test", "DATABASE_URL": f"sqlite:///{tmp_path}/db.sqlite3", "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip() == "ok"
    return result
