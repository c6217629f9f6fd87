#pragma once

#include "CoreMinimal.h"
#include "GameFramework/Actor.h"
#include "TP_BlankScoreboard.generated.h"

// An actor of the blank template that counts rounds. Its reflected functions reach Rust through the bindings.
UCLASS()
class TP_BLANK_API ATP_BlankScoreboard : public AActor
{
	GENERATED_BODY()

public:
	UPROPERTY(EditAnywhere, BlueprintReadWrite, Category = "Round")
	int32 RoundLimit = 3;

	UFUNCTION(BlueprintCallable, Category = "Round")
	int32 StartRound(const FString& Title);

	UFUNCTION(BlueprintPure, Category = "Round")
	bool IsLastRound() const;

private:
	int32 Round = 0;
};
