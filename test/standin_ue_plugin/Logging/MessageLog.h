// Stand-in for Unreal 5.8's Logging/MessageLog.h: declarations only (README.md).
#pragma once

#include "CoreMinimal.h"
#include "Logging/TokenizedMessage.h"

class FMessageLog {
public:
    FMessageLog(const FName& InLogName);
    TSharedRef<FTokenizedMessage> Error(const FText& InMessage = FText());
};
